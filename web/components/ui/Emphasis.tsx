// A sentence from the catalogue with one figure in <strong>, wherever the language puts it: the
// message is built with a marker in the figure's place and split there, so word order stays the
// translator's (issue 29: never a sentence cut in English order).
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
