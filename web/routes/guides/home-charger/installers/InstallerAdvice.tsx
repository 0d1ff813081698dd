// What helps whether or not we list anyone. The full advice (license check, permits, quotes, prices,
// utility programs) is the guide's "How to hire an installer" section; the directory points to it
// rather than repeating it.
import * as m from "../../../../../domain/i18n/messages";

export function InstallerAdvice() {
  return (
    <div className="installers__advice">
      <h3>{m.installers_advice_title()}</h3>
      <p>
        {m.installers_advice_before()} <a href="#hire-title">{m.installers_advice_link()}</a>
        {m.installers_advice_after()}
      </p>
    </div>
  );
}
