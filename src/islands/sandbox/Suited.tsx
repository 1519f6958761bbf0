// Text with its card suits in their colours: "Peach ♥3" shows ♥3 in red (.suit-red / .suit-black).
import type { JSX } from 'preact';

const SUIT = /([♠♣♥♦](?:10|[2-9AJQK])?)/;

export function Suited({ text }: { readonly text: string }): JSX.Element {
  if (!SUIT.test(text)) return <>{text}</>;
  return (
    <>
      {text.split(SUIT).map((part, i) => (i % 2 === 1 ? <span key={i} class={/[♥♦]/.test(part) ? 'suit-red' : 'suit-black'}>{part}</span> : part))}
    </>
  );
}
