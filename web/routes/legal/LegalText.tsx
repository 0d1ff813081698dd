// Renders legal copy from domain/content: paragraphs and lists, with every "{email}" turned into
// a mailto link to the configured support address.
import { Fragment } from "react";
import { EMAIL_PLACEHOLDER, type LegalBlock } from "../../../domain/content/legal";

export function TextWithEmail({ text, email }: { text: string; email: string }) {
  const parts = text.split(EMAIL_PLACEHOLDER);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <a href={`mailto:${email}`}>{email}</a> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

export function LegalBlocks({ blocks, email }: { blocks: readonly LegalBlock[]; email: string }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === "p" ? (
          <p key={index}>
            <TextWithEmail text={block.text} email={email} />
          </p>
        ) : (
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>
                <TextWithEmail text={item} email={email} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
