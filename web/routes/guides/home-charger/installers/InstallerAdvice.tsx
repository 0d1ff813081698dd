// What helps whether or not we list anyone. The full advice (license check, permits, quotes, prices,
// utility programs) is the guide's "How to hire an installer" section; the directory points to it
// rather than repeating it.
export function InstallerAdvice() {
  return (
    <div className="installers__advice">
      <h3>Choosing an electrician</h3>
      <p>
        Before you call anyone, read <a href="#hire-title">How to hire an installer</a>: how to check a license, the
        permit, and what each of your three quotes should include.
      </p>
    </div>
  );
}
