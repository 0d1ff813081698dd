// A sentence from the catalogue with one figure in <strong>, wherever the language puts it (the same
// helper as the calculator's; route families may not share modules, see tools/lint/route-boundaries.mjs:
// a candidate for web/components/).
const MARK = "\u0000";

export function Emphasis({ value, sentence }: { value: string; sentence: (value: string) => string }) {
  const text = sentence(MARK);
  const at = text.indexOf(MARK);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong>{value}</strong>
      {text.slice(at + MARK.length)}
    </>
  );
}
