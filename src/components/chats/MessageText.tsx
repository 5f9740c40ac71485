/**
 * A chat message's text exactly as typed: rendered as a React text node, so markup such as
 * `<b>` or `<script>` shows as characters and never runs (spec 2; ARCHITECTURE: user text is text).
 */
export function MessageText({ text }: { text: string }) {
  return <span className="chat-message-text">{text}</span>;
}
