// The /dealer editor's fields: name, city, logo, offers (with dates and source), partner installers
// and FAQ additions. Controlled by DealerAdminPage; every change updates the live preview.
import { useId, type ReactNode } from "react";
import { EMPTY_INSTALLER, EMPTY_OFFER, offerId, type EditorState, type InstallerForm, type OfferForm } from "./editor-model";

interface Props {
  state: EditorState;
  onChange: (next: EditorState) => void;
  logoUrl: string | null;
  onLogo: (file: File) => void;
  onRemoveLogo: () => void;
}

function Field({ label, children, hint }: { label: string; children: (id: string) => ReactNode; hint?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint ? <p className="source-note">{hint}</p> : null}
    </div>
  );
}

function TextInput({ label, value, onChange, type = "text", hint }: { label: string; value: string; onChange: (v: string) => void; type?: "text" | "date" | "url" | "tel"; hint?: string }) {
  return <Field label={label} hint={hint}>{(id) => <input id={id} type={type} value={value} onChange={(event) => onChange(event.target.value)} />}</Field>;
}

function TextArea({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return <Field label={label}>{(id) => <textarea id={id} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />}</Field>;
}

export function DealerEditorForm({ state, onChange, logoUrl, onLogo, onRemoveLogo }: Props) {
  const set = (patch: Partial<EditorState>) => onChange({ ...state, ...patch });
  const setOffer = (index: number, patch: Partial<OfferForm>) =>
    set({ offers: state.offers.map((offer, i) => (i === index ? { ...offer, ...patch } : offer)) });
  const setInstaller = (index: number, patch: Partial<InstallerForm>) =>
    set({ installers: state.installers.map((installer, i) => (i === index ? { ...installer, ...patch } : installer)) });
  const setFaq = (index: number, patch: Partial<EditorState["faq"][number]>) =>
    set({ faq: state.faq.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)) });

  return (
    <div className="stack dealer-form">
      <TextInput label="Dealer name" value={state.name} onChange={(name) => set({ name })} />
      <TextInput label="City (optional)" value={state.city} onChange={(city) => set({ city })} />

      <fieldset className="dealer-form__group">
        <legend>Logo</legend>
        <p className="source-note">PNG, WebP or SVG, up to 200 KB. An SVG must be a plain drawing: no scripts, links, animation, embedded content or outside files.</p>
        {logoUrl ? <img src={logoUrl} alt="Current logo" height={48} className="dealer-form__logo" /> : <p>No logo: your page shows your name as a wordmark.</p>}
        <Field label="Upload a new logo">
          {(id) => (
            <input
              id={id}
              type="file"
              accept="image/png,image/webp,image/svg+xml"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) onLogo(file);
                event.target.value = "";
              }}
            />
          )}
        </Field>
        {logoUrl ? (
          <button type="button" className="button button--secondary button--small" onClick={onRemoveLogo}>
            Remove logo
          </button>
        ) : null}
      </fieldset>

      <fieldset className="dealer-form__group">
        <legend>Offers</legend>
        {state.offers.length === 0 ? <p>No offers.</p> : null}
        {state.offers.map((offer, index) => (
          <fieldset key={offer.id} className="dealer-form__item">
            <legend>
              Offer {index + 1}
              {offer.title ? `: ${offer.title}` : ""}
            </legend>
            <TextInput label="Title" value={offer.title} onChange={(title) => setOffer(index, { title })} />
            <TextInput label="Amount" value={offer.amount} onChange={(amount) => setOffer(index, { amount })} hint='As you word it, e.g. "$500 installation credit".' />
            <TextArea label="Details" value={offer.details} onChange={(details) => setOffer(index, { details })} />
            <TextArea label="Terms (optional)" value={offer.terms} onChange={(terms) => setOffer(index, { terms })} />
            <TextInput label="Best for (optional)" value={offer.bestFor} onChange={(bestFor) => setOffer(index, { bestFor })} />
            <div className="dealer-form__dates">
              <TextInput label="Start date (optional)" type="date" value={offer.startDate} onChange={(startDate) => setOffer(index, { startDate })} />
              <TextInput label="End date (optional)" type="date" value={offer.endDate} onChange={(endDate) => setOffer(index, { endDate })} />
            </div>
            <TextInput label="Source" value={offer.source} onChange={(source) => setOffer(index, { source })} hint="Who stands behind the offer, shown beside it." />
            <button type="button" className="button button--secondary button--small" onClick={() => set({ offers: state.offers.filter((_, i) => i !== index) })}>
              Remove offer {index + 1}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => set({ offers: [...state.offers, { ...EMPTY_OFFER, id: offerId(`offer-${state.offers.length + 1}`, state.offers.map((o) => o.id)) }] })}
        >
          Add an offer
        </button>
      </fieldset>

      <fieldset className="dealer-form__group">
        <legend>Partner installers</legend>
        <p className="source-note">Listed first in the plan's Recommended Installers, marked as recommended by you.</p>
        {state.installers.map((installer, index) => (
          <fieldset key={index} className="dealer-form__item">
            <legend>Installer {index + 1}</legend>
            <TextInput label="Company" value={installer.company} onChange={(company) => setInstaller(index, { company })} />
            <TextInput label="California license number (CSLB)" value={installer.licenseNumber} onChange={(licenseNumber) => setInstaller(index, { licenseNumber })} />
            <TextInput label="Phone (optional)" type="tel" value={installer.phone} onChange={(phone) => setInstaller(index, { phone })} />
            <TextInput label="Website (optional)" type="url" value={installer.website} onChange={(website) => setInstaller(index, { website })} />
            <TextInput label="Service areas" value={installer.serviceAreas} onChange={(serviceAreas) => setInstaller(index, { serviceAreas })} hint="Separated by commas." />
            <button type="button" className="button button--secondary button--small" onClick={() => set({ installers: state.installers.filter((_, i) => i !== index) })}>
              Remove installer {index + 1}
            </button>
          </fieldset>
        ))}
        <button type="button" className="button button--secondary button--small" onClick={() => set({ installers: [...state.installers, { ...EMPTY_INSTALLER }] })}>
          Add an installer
        </button>
      </fieldset>

      <fieldset className="dealer-form__group">
        <legend>Your FAQ additions</legend>
        <p className="source-note">Shown after the seven standard questions.</p>
        {state.faq.map((entry, index) => (
          <fieldset key={index} className="dealer-form__item">
            <legend>Question {index + 1}</legend>
            <TextInput label="Question" value={entry.question} onChange={(question) => setFaq(index, { question })} />
            <TextArea label="Answer" value={entry.answer} onChange={(answer) => setFaq(index, { answer })} />
            <button type="button" className="button button--secondary button--small" onClick={() => set({ faq: state.faq.filter((_, i) => i !== index) })}>
              Remove question {index + 1}
            </button>
          </fieldset>
        ))}
        <button type="button" className="button button--secondary button--small" onClick={() => set({ faq: [...state.faq, { question: "", answer: "" }] })}>
          Add a question
        </button>
      </fieldset>
    </div>
  );
}
