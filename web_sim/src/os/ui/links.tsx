/**
 * Web links inside a message (WeChat, SMS): drawn as links, and a tap opens the address in the
 * Browser (Android's VIEW intent to the default browser), with the app the link was in as the
 * tab's opener. Without a Browser installed a link is plain text.
 */
import type { JSX } from "preact";
import { sendIntent } from "../nav";
import { findApp } from "../registry";
import { getState } from "../store";

/** An http(s) address up to a space or a full-width mark, without the punctuation that usually ends a sentence after it. */
const LINK = /https?:\/\/[^\s<>"，。！？、；：（）]*[^\s<>".,;:!?)\]}'，。！？、；：（）]/gi;

/** `text` cut into its plain pieces and its links. */
export function linkPieces(text: string): Array<{ text: string; link: boolean }> {
  const out: Array<{ text: string; link: boolean }> = [];
  let from = 0;
  for (const m of text.matchAll(LINK)) {
    const at = m.index ?? 0;
    if (at > from) out.push({ text: text.slice(from, at), link: false });
    out.push({ text: m[0], link: true });
    from = at + m[0].length;
  }
  if (from < text.length) out.push({ text: text.slice(from), link: false });
  return out;
}

/** A message's text with its links tappable. */
export function LinkedText({ text }: { text: string }): JSX.Element {
  if (!findApp("browser") || !/https?:\/\//i.test(text)) return <>{text}</>;
  const open = (e: Event, url: string) => {
    e.stopPropagation();
    const from = getState().ui.foreground;
    sendIntent("browser", "main", from ? { url, from } : { url });
  };
  return (
    <>
      {linkPieces(text).map((p, i) =>
        p.link ? (
          <span key={i} class="mg-link" role="link" data-testid="message-link" onClick={(e) => open(e, p.text)}>
            {p.text}
          </span>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
