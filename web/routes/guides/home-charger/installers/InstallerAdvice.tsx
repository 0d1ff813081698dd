// What helps whether or not we list anyone: quotes and a licence check.
import { QUOTES_ADVICE } from "../../../../../domain/chargers/installation-costs";

export const CSLB_URL = "https://www.cslb.ca.gov/";

export function InstallerAdvice() {
  return (
    <div className="installers__advice">
      <h3>Choosing an electrician</h3>
      <ul>
        <li>{QUOTES_ADVICE} Ask each one what the price includes (permit, wiring run, any panel work).</li>
        <li>
          In California, check a contractor's licence with the{" "}
          <a href={CSLB_URL} target="_blank" rel="noopener noreferrer">
            Contractors State License Board<span className="visually-hidden"> (opens in a new tab)</span>
          </a>{" "}
          before you sign. Outside California, use your state's licensing board.
        </li>
        <li>Make sure the job includes a permit and inspection where your city requires one.</li>
      </ul>
    </div>
  );
}
