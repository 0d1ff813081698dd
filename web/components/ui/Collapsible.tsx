// A disclosure: a button with aria-expanded controlling a region. Controlled or uncontrolled.
import { useId, useState, type ReactNode } from "react";

interface CollapsibleProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Heading level wrapping the toggle, so the outline of the page stays meaningful. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function Collapsible({
  title,
  children,
  defaultOpen = false,
  open,
  onOpenChange,
  headingLevel = 3,
  className,
}: CollapsibleProps) {
  const [internalOpen, setInternalOpen] = useState(defaultOpen);
  const isOpen = open ?? internalOpen;
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const toggle = () => {
    const next = !isOpen;
    if (open === undefined) setInternalOpen(next);
    onOpenChange?.(next);
  };
  return (
    <div className={`collapsible${isOpen ? " collapsible--open" : ""}${className ? ` ${className}` : ""}`}>
      <Heading className="collapsible__heading">
        <button type="button" className="collapsible__toggle" aria-expanded={isOpen} aria-controls={id} onClick={toggle}>
          <span>{title}</span>
          <span className="collapsible__icon" aria-hidden="true">
            {isOpen ? "−" : "+"}
          </span>
        </button>
      </Heading>
      <div id={id} className="collapsible__content" hidden={!isOpen}>
        {children}
      </div>
    </div>
  );
}
