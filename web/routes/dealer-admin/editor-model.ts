// The /dealer editor's form state and its conversion to the API body. Pure: tested on its own.
import type { DealerOffer, DealerRecord, PartnerInstaller } from "../../../domain/dealers/model";
import type { FaqEntry } from "../../../domain/meta";


/** Form fields are strings; empty optional fields become null in the body. */
export interface OfferForm {
  id: string;
  title: string;
  amount: string;
  details: string;
  terms: string;
  bestFor: string;
  startDate: string;
  endDate: string;
  source: string;
}

export interface InstallerForm {
  company: string;
  licenseNumber: string;
  phone: string;
  website: string;
  /** Comma-separated in the form. */
  serviceAreas: string;
}

export interface EditorState {
  name: string;
  city: string;
  offers: OfferForm[];
  installers: InstallerForm[];
  faq: FaqEntry[];
}

export function stateFromRecord(record: DealerRecord): EditorState {
  return {
    name: record.name,
    city: record.city ?? "",
    offers: record.offers.map((offer) => ({
      ...offer,
      terms: offer.terms ?? "",
      bestFor: offer.bestFor ?? "",
      startDate: offer.startDate ?? "",
      endDate: offer.endDate ?? "",
    })),
    installers: record.installers.map((installer) => ({
      ...installer,
      phone: installer.phone ?? "",
      website: installer.website ?? "",
      serviceAreas: installer.serviceAreas.join(", "),
    })),
    faq: record.faq.map((entry) => ({ ...entry })),
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** A new offer's id: its title as a slug, made unique among the others ("home", "home-2"). */
export function offerId(title: string, taken: readonly string[]): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 30) || "offer";
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

function toOffer(form: OfferForm): DealerOffer {
  return {
    id: form.id,
    title: form.title.trim(),
    amount: form.amount.trim(),
    details: form.details.trim(),
    terms: orNull(form.terms),
    bestFor: orNull(form.bestFor),
    startDate: orNull(form.startDate),
    endDate: orNull(form.endDate),
    source: form.source.trim(),
  };
}

function toInstaller(form: InstallerForm): PartnerInstaller {
  return {
    company: form.company.trim(),
    licenseNumber: form.licenseNumber.trim(),
    phone: orNull(form.phone),
    website: orNull(form.website),
    serviceAreas: form.serviceAreas
      .split(",")
      .map((area) => area.trim())
      .filter(Boolean),
  };
}

export function toBody(state: EditorState) {
  return {
    name: state.name.trim(),
    city: orNull(state.city),
    offers: state.offers.map(toOffer),
    installers: state.installers.map(toInstaller),
    faq: state.faq.map((entry) => ({ question: entry.question.trim(), answer: entry.answer.trim() })),
  };
}

/** What the public page would show with these edits (for the live preview). */
export function previewRecord(record: DealerRecord, state: EditorState): DealerRecord {
  const body = toBody(state);
  return { ...record, ...body, name: body.name || record.name };
}

export const EMPTY_OFFER: Omit<OfferForm, "id"> = {
  title: "",
  amount: "",
  details: "",
  terms: "",
  bestFor: "",
  startDate: "",
  endDate: "",
  source: "",
};

export const EMPTY_INSTALLER: InstallerForm = { company: "", licenseNumber: "", phone: "", website: "", serviceAreas: "" };
