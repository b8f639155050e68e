/** The mini-program shows a web page in its web-view, which its own business-domain list limits as well. */
import { WebView } from '@tarojs/components';

export function PluginFrame({ url }: { url: string; title: string }) {
  return <WebView src={url} />;
}
