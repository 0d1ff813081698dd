// When a page or one of its parts fails to load (offline, a flaky connection, a deploy that
// replaced the code the browser was about to fetch) the visitor gets a clear message and a way
// out instead of a blank page. Saved progress lives in the browser or on the server, not in the
// page, so reloading loses nothing. The spec says loading errors are "not shown": this is ours.
import { Component, type ReactNode } from "react";
import { PageReady } from "./PageReady";
import * as m from "../../../domain/i18n/messages";

interface Props {
  /** The page's path: going to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: "" }; // getDerivedStateFromProps records the path before the next render
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === "") return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override render() {
    if (this.state.failedAt === null) return this.props.children;
    return (
      <div className="page-error alert alert--error" role="alert">
        <h1>{m.shell_page_error_title()}</h1>
        <p>{m.shell_page_error_text()}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {m.shell_page_error_retry()}
        </button>
        <PageReady />
      </div>
    );
  }
}
