// "Was this helpful?" Yes thanks at once; No opens a text box with Cancel and Submit (Submit only
// with non-blank text). Answers are stored through POST /api/feedback (the spec only logs them).
import { useId, useState } from "react";
import { postJson } from "../lib/api";
import * as m from "../../domain/i18n/messages";

type Stage = "ask" | "comment" | "sending" | "done" | "error";

export function FeedbackWidget({ page }: { page: string }) {
  const [stage, setStage] = useState<Stage>("ask");
  const [comment, setComment] = useState("");
  const [error, setError] = useState("");
  const id = useId();

  const send = async (helpful: boolean, text?: string) => {
    // "Yes closes at once": thank right away and send in the background (a failure brings the
    // question back with the error). "No" waits, so a failure keeps the comment box and its text.
    setStage(helpful ? "done" : "sending");
    try {
      await postJson("/api/feedback", { page, helpful, ...(text ? { comment: text } : {}) });
      setStage("done");
    } catch (cause) {
      const message = cause instanceof Error && "serverMessage" in cause ? (cause as { serverMessage?: string }).serverMessage : undefined;
      setError(message ?? m.shell_feedback_send_failed());
      setStage(helpful ? "error" : "comment");
    }
  };

  if (stage === "done") {
    return (
      <section className="feedback card card--muted" aria-label={m.shell_feedback_label()}>
        <p role="status">{m.shell_feedback_thanks()}</p>
      </section>
    );
  }

  return (
    <section className="feedback card card--muted" aria-labelledby={`${id}-q`}>
      <h2 id={`${id}-q`} className="feedback__question">
        {m.shell_feedback_question()}
      </h2>
      {stage === "ask" || stage === "error" ? (
        <div className="feedback__actions">
          <button type="button" className="button button--secondary button--small" onClick={() => send(true)}>
            {m.shell_feedback_yes()}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              setError("");
              setStage("comment");
            }}
          >
            {m.shell_feedback_no()}
          </button>
        </div>
      ) : (
        <form
          className="feedback__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (comment.trim()) void send(false, comment.trim());
          }}
        >
          <label htmlFor={`${id}-comment`}>{m.shell_feedback_improve()}</label>
          <textarea
            id={`${id}-comment`}
            rows={3}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <div className="feedback__actions">
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                setComment("");
                setError("");
                setStage("ask");
              }}
            >
              {m.shell_cancel()}
            </button>
            <button type="submit" className="button button--small" disabled={!comment.trim() || stage === "sending"}>
              {m.shell_feedback_submit()}
            </button>
          </div>
        </form>
      )}
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
