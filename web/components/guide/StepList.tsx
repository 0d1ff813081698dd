// A page's numbered steps, each a heading and its text. Pages whose HowTo structured data is these
// steps render them with this list, so the step names search reads are the headings people see.
import type { HowToStep } from "../../../domain/guides/types";
import "./StepList.css";

export function StepList({ steps }: { steps: readonly HowToStep[] }) {
  return (
    <ol className="step-list">
      {steps.map((step) => (
        <li key={step.name}>
          <h3>{step.name}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
