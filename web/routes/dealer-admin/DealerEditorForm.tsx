// The /dealer editor's fields: name, city, logo, offers (with dates and source), partner installers
// and FAQ additions. Controlled by DealerAdminPage; every change updates the live preview.
import { useId, type ReactNode } from "react";
import * as m from "../../../domain/i18n/messages";
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
      <TextInput label={m.dealeradmin_name()} value={state.name} onChange={(name) => set({ name })} />
      <TextInput label={m.dealeradmin_city()} value={state.city} onChange={(city) => set({ city })} />

      <fieldset className="dealer-form__group">
        <legend>{m.dealeradmin_logo()}</legend>
        <p className="source-note">{m.dealeradmin_logo_hint()}</p>
        {logoUrl ? <img src={logoUrl} alt={m.dealeradmin_logo_alt()} height={48} className="dealer-form__logo" /> : <p>{m.dealeradmin_no_logo()}</p>}
        <Field label={m.dealeradmin_logo_upload()}>
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
            {m.dealeradmin_logo_remove()}
          </button>
        ) : null}
      </fieldset>

      <fieldset className="dealer-form__group">
        <legend>{m.dealeradmin_offers()}</legend>
        {state.offers.length === 0 ? <p>{m.dealeradmin_no_offers()}</p> : null}
        {state.offers.map((offer, index) => (
          <fieldset key={offer.id} className="dealer-form__item">
            <legend>
              {offer.title
                ? m.dealeradmin_offer_legend_titled({ number: index + 1, title: offer.title })
                : m.dealeradmin_offer_legend({ number: index + 1 })}
            </legend>
            <TextInput label={m.dealeradmin_offer_title()} value={offer.title} onChange={(title) => setOffer(index, { title })} />
            <TextInput label={m.dealeradmin_offer_amount()} value={offer.amount} onChange={(amount) => setOffer(index, { amount })} hint={m.dealeradmin_offer_amount_hint()} />
            <TextArea label={m.dealeradmin_offer_details()} value={offer.details} onChange={(details) => setOffer(index, { details })} />
            <TextArea label={m.dealeradmin_offer_terms()} value={offer.terms} onChange={(terms) => setOffer(index, { terms })} />
            <TextInput label={m.dealeradmin_offer_best_for()} value={offer.bestFor} onChange={(bestFor) => setOffer(index, { bestFor })} />
            <div className="dealer-form__dates">
              <TextInput label={m.dealeradmin_offer_start()} type="date" value={offer.startDate} onChange={(startDate) => setOffer(index, { startDate })} />
              <TextInput label={m.dealeradmin_offer_end()} type="date" value={offer.endDate} onChange={(endDate) => setOffer(index, { endDate })} />
            </div>
            <TextInput label={m.dealeradmin_offer_source()} value={offer.source} onChange={(source) => setOffer(index, { source })} hint={m.dealeradmin_offer_source_hint()} />
            <button type="button" className="button button--secondary button--small" onClick={() => set({ offers: state.offers.filter((_, i) => i !== index) })}>
              {m.dealeradmin_offer_remove({ number: index + 1 })}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => set({ offers: [...state.offers, { ...EMPTY_OFFER, id: offerId(`offer-${state.offers.length + 1}`, state.offers.map((o) => o.id)) }] })}
        >
          {m.dealeradmin_offer_add()}
        </button>
      </fieldset>

      <fieldset className="dealer-form__group">
        <legend>{m.dealeradmin_installers()}</legend>
        <p className="source-note">{m.dealeradmin_installers_hint()}</p>
        {state.installers.map((installer, index) => (
          <fieldset key={index} className="dealer-form__item">
            <legend>{m.dealeradmin_installer_legend({ number: index + 1 })}</legend>
            <TextInput label={m.dealeradmin_installer_company()} value={installer.company} onChange={(company) => setInstaller(index, { company })} />
            <TextInput label={m.dealeradmin_installer_license()} value={installer.licenseNumber} onChange={(licenseNumber) => setInstaller(index, { licenseNumber })} />
            <TextInput label={m.dealeradmin_installer_phone()} type="tel" value={installer.phone} onChange={(phone) => setInstaller(index, { phone })} />
            <TextInput label={m.dealeradmin_installer_website()} type="url" value={installer.website} onChange={(website) => setInstaller(index, { website })} />
            <TextInput label={m.dealeradmin_installer_areas()} value={installer.serviceAreas} onChange={(serviceAreas) => setInstaller(index, { serviceAreas })} hint={m.dealeradmin_installer_areas_hint()} />
            <button type="button" className="button button--secondary button--small" onClick={() => set({ installers: state.installers.filter((_, i) => i !== index) })}>
              {m.dealeradmin_installer_remove({ number: index + 1 })}
            </button>
          </fieldset>
        ))}
        <button type="button" className="button button--secondary button--small" onClick={() => set({ installers: [...state.installers, { ...EMPTY_INSTALLER }] })}>
          {m.dealeradmin_installer_add()}
        </button>
      </fieldset>

      <fieldset className="dealer-form__group">
        <legend>{m.dealeradmin_faq()}</legend>
        <p className="source-note">{m.dealeradmin_faq_hint()}</p>
        {state.faq.map((entry, index) => (
          <fieldset key={index} className="dealer-form__item">
            <legend>{m.dealeradmin_faq_legend({ number: index + 1 })}</legend>
            <TextInput label={m.dealeradmin_faq_question()} value={entry.question} onChange={(question) => setFaq(index, { question })} />
            <TextArea label={m.dealeradmin_faq_answer()} value={entry.answer} onChange={(answer) => setFaq(index, { answer })} />
            <button type="button" className="button button--secondary button--small" onClick={() => set({ faq: state.faq.filter((_, i) => i !== index) })}>
              {m.dealeradmin_faq_remove({ number: index + 1 })}
            </button>
          </fieldset>
        ))}
        <button type="button" className="button button--secondary button--small" onClick={() => set({ faq: [...state.faq, { question: "", answer: "" }] })}>
          {m.dealeradmin_faq_add()}
        </button>
      </fieldset>
    </div>
  );
}
