import { richTextToPlain } from './rich-text';

describe('richTextToPlain', () => {
  it.each([
    ['<p>请假<b>三天</b></p>', '请假三天'],
    ['<p>第一段</p><p>第二段</p>', '第一段\n第二段'],
    ['一行<br>二行<br/>三行', '一行\n二行\n三行'],
    ['<ul><li>甲</li><li>乙</li></ul>', '甲\n乙'],
    ['<p>前<script>document.title = "<p>x</p>"</script>后</p>', '前后'],
    ['<STYLE type="text/css">p { color: red }</STYLE>正文', '正文'],
    ['<textarea>草稿</textarea><noscript>提示</noscript><select><option>选项</option></select>正文', '正文'],
    ['<p title="a > b">正文</p>', '正文'],
    ['注释<!-- <b>不显示</b> -->之后', '注释之后'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
    ['&lt;b&gt; &amp; &quot;引号&quot; &#39;单&#39; &#20013;&#x6587;', '<b> & "引号" \'单\' 中文'],
    // Decoded once: an escaped entity stays an entity.
    ['&amp;lt;', '&lt;'],
    ['&copy2024 &unknown;', '&copy2024 &unknown;'],
    ['&#0;&#xD800;', '\ufffd\ufffd'],
    ['<p>&nbsp;</p>', ''],
    ['<img src="a.png">', ''],
    ['未闭合<b', '未闭合'],
    ['<script>从不结束', ''],
  ])('%j reads %j', (html, text) => expect(richTextToPlain(html)).toBe(text));
});
