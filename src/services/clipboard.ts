/**
 * Copies a text for the user to paste elsewhere. The mini-program has its own clipboard call. H5 uses the clipboard
 * API, which a browser may refuse (no secure context, or a webview without it): then the text shown in the element
 * `shownId` is selected and copied the old way, and left selected so the user can copy it by hand if that fails too.
 */
import Taro from '@tarojs/taro';

export async function copyText(text: string, shownId: string): Promise<boolean> {
  if (process.env.TARO_ENV !== 'h5') {
    return Taro.setClipboardData({ data: text }).then(
      () => true,
      () => false,
    );
  }
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const shown = document.getElementById(shownId);
    const selection = window.getSelection();
    if (!shown || !selection) return false;
    selection.selectAllChildren(shown);
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
