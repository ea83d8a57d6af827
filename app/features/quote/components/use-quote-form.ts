import { useCallback, useEffect, useMemo, useReducer, useRef, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { business } from "~/config/business.ts";
import { FORM_TOKEN_PATH, FORM_TOKEN_PLACEHOLDER } from "../form-token.ts";
import { QUOTE_FORM_HEADING_ID, useOfferClaimed } from "../offer-claim.ts";
import {
  emptyQuoteValues,
  firstErrorField,
  quoteFields,
  type QuoteErrors,
  type QuoteField,
  type QuoteValues,
} from "../fields.ts";
import type { validateQuote } from "../schema.ts";
import { QUOTE_ACTION, type QuoteAnswer } from "../types.ts";

/** What the visitor typed, chose and left in the server's copy of the form before this one took its place (quote-form-on-demand.tsx). */
export type QuoteFormResume = { values: Partial<QuoteValues>; touched: QuoteField[]; offerChoice?: boolean };
/** `serverResult`: the answer the page came with (the home page's action, posted without JavaScript). */
export type QuoteFormProps = { token: string; serverResult?: QuoteAnswer; resume?: QuoteFormResume };

type Validate = typeof validateQuote;
let validation: Promise<Validate> | undefined;
/** The shared zod schema, fetched once the visitor starts on the form (the landing page does not carry it). */
const loadValidation = () =>
  (validation ??= import("../schema.ts").then(
    (module) => module.validateQuote,
    (error: unknown) => {
      validation = undefined; // try again next time
      throw error;
    },
  ));

/** What only the visitor's hands change; everything the server says comes from the fetcher (or the page's action). */
type State = {
  values: QuoteValues;
  /** Fields left at least once: their errors show as the visitor types. */
  touched: Partial<Record<QuoteField, true>>;
  /** Send was pressed: every field's error shows. */
  submitted: boolean;
  /** The welcome-offer box as the visitor set it (null: follow the offer claimed on the site). */
  offerChoice: boolean | null;
  /** The answer put aside by "Send another request". */
  dismissed: QuoteAnswer | undefined;
  /** A token fetched for a page reached by client-side navigation. */
  fetchedToken: string | null;
  /** The token of the last post: still good when it got no answer. */
  sentToken: string | null;
  validate: Validate | null;
};

type Action =
  | { type: "change"; field: QuoteField; value: string; touch?: boolean }
  | { type: "touch"; field: QuoteField }
  | { type: "offer"; checked: boolean }
  | { type: "submit"; token: string }
  | { type: "another"; answer: QuoteAnswer | undefined }
  | { type: "token"; token: string }
  | { type: "validation"; validate: Validate };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case "change": {
      const values = { ...state.values, [action.field]: action.value };
      return { ...state, values, touched: action.touch ? { ...state.touched, [action.field]: true } : state.touched };
    }
    case "touch":
      return state.touched[action.field] ? state : { ...state, touched: { ...state.touched, [action.field]: true } };
    case "offer":
      return { ...state, offerChoice: action.checked };
    case "submit":
      return { ...state, submitted: true, sentToken: action.token };
    case "another":
      return {
        ...state,
        values: emptyQuoteValues,
        touched: {},
        submitted: false,
        offerChoice: null,
        dismissed: action.answer,
      };
    case "token":
      return { ...state, fetchedToken: action.token };
    case "validation":
      return { ...state, validate: action.validate };
  }
}

function initialState({ serverResult, resume }: Pick<QuoteFormProps, "serverResult" | "resume">): State {
  const sentValues = serverResult && "values" in serverResult ? serverResult.values : null;
  return {
    values: { ...(sentValues ?? emptyQuoteValues), ...resume?.values },
    touched: Object.fromEntries((resume?.touched ?? []).map((field) => [field, true])),
    submitted: serverResult?.status === "invalid",
    offerChoice: resume?.offerChoice ?? (sentValues ? sentValues.welcomeOffer === "on" : null),
    dismissed: undefined,
    fetchedToken: null,
    sentToken: null,
    validate: null,
  };
}

/** The fields' names in the summary of errors ("Please check 2 fields: name, phone."). */
export const fieldLabels: Record<QuoteField, string> = {
  name: "Name",
  phone: "Phone",
  email: "Email",
  contactMethod: "Best way to reach you",
  service: "Service",
  vehicleYear: "Year",
  vehicleMake: "Make",
  vehicleModel: "Model",
  vehicleBody: "Body type",
  propertyType: "Property type",
  windowCount: "Number of windows",
  location: "Town or zip code",
  message: "Message",
  welcomeOffer: "Welcome offer",
};

const unreachableMessage = `We couldn't reach our server. Everything you typed is still here: check your connection and press Send again, or call ${business.phone.display}.`;

/**
 * The quote form's state. It posts to the home page's action (QUOTE_ACTION)
 * through a fetcher, the action the page's own form posts to without
 * JavaScript; it validates as the visitor types with the same schema as the
 * server, shows the server's answer (field errors, a message for the whole
 * form, the confirmation) and keeps everything typed whatever happens. Each
 * answer carries the token for the next request.
 */
export function useQuoteForm({ token: pageToken, serverResult, resume }: QuoteFormProps) {
  const fetcher = useFetcher<QuoteAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(reduce, { serverResult, resume }, initialState);
  const { values, touched, submitted, validate } = state;

  // The latest answer: the fetcher's, else the one the page came with (posted without JavaScript).
  const answer: QuoteAnswer | undefined = fetcher.data ?? serverResult;
  const result = answer === state.dismissed ? undefined : answer;
  // Answers that came with the page focus with autofocus; the fetcher's are focused once they arrive.
  const fromPage = result !== undefined && result === serverResult;
  const sending = fetcher.state !== "idle";
  // Each token is good for one request: every answer brings the one for the next (kept past "Send another request").
  const token = (answer?.status === "unreachable" ? state.sentToken : answer?.token) ?? state.fetchedToken ?? pageToken;
  const offerClaimed = useOfferClaimed();
  const offerChecked = state.offerChoice ?? offerClaimed;

  // A page reached by client-side navigation carries the build's placeholder: get a real token.
  useEffect(() => {
    if (pageToken !== FORM_TOKEN_PLACEHOLDER) return;
    let live = true;
    fetch(FORM_TOKEN_PATH, { headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ token: string }>) : null))
      .then((body) => live && body && dispatch({ type: "token", token: body.token }))
      .catch(() => {
        // The server will ask to send again; nothing typed is lost.
      });
    return () => {
      live = false;
    };
  }, [pageToken]);

  // Loaded on the first focus inside the form; errors only show once a field is left or the form sent.
  const prepareValidation = useCallback(() => {
    loadValidation().then(
      (fn) => dispatch({ type: "validation", validate: fn }),
      () => {},
    ); // not loaded: the server validates
  }, []);
  useEffect(() => {
    // An answer from the server (no-JavaScript post) may already show errors to keep up to date;
    // taking over from the server's copy means the visitor is already in the form.
    if (serverResult || resume) prepareValidation();
  }, [serverResult, resume, prepareValidation]);

  const clientErrors = useMemo<QuoteErrors>(() => {
    const check = validate?.(values);
    return !check || check.success ? {} : check.errors;
  }, [values, validate]);
  const serverErrors = result?.status === "invalid" ? result.errors : {};
  const sentValues = result && "values" in result ? result.values : null;
  const errors: QuoteErrors = {};
  for (const field of quoteFields) {
    if (!submitted && !touched[field]) continue;
    // A server error holds only as long as the field still says what was sent.
    const message = clientErrors[field] ?? (sentValues?.[field] === values[field] ? serverErrors[field] : undefined);
    if (message) errors[field] = message;
  }
  const firstError = firstErrorField(errors);

  const focusField = useCallback((field: QuoteField | undefined) => {
    const el = field && form.current?.elements.namedItem(field);
    const target =
      el instanceof RadioNodeList ? (el[0] as HTMLElement | undefined) : (el as HTMLElement | null | undefined);
    target?.focus();
  }, []);

  // An answer from the fetcher: move focus to what it says (the confirmation focuses itself).
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.status === "invalid") focusField(firstErrorField(data.errors));
    else if (data.status === "error" || data.status === "unreachable") alertBox.current?.focus();
  }, [fetcher.data, focusField]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    dispatch({ type: "submit", token });
    if (sending) {
      event.preventDefault();
      return;
    }
    if (validate) {
      // fetcher.Form sends it unless the schema finds something to fix.
      const check = validate(values);
      if (!check.success) {
        event.preventDefault();
        focusField(firstErrorField(check.errors));
      }
      return;
    }
    // The schema is not here yet: check once it is, then send (not loaded: the server validates).
    event.preventDefault();
    const formElement = event.currentTarget;
    void loadValidation()
      .then((fn) => (dispatch({ type: "validation", validate: fn }), fn(values)))
      .catch(() => undefined)
      .then((check) => {
        if (check && !check.success) focusField(firstErrorField(check.errors));
        else void fetcher.submit(formElement, { method: "post", action: QUOTE_ACTION });
      });
  }

  function startAnother() {
    dispatch({ type: "another", answer });
    requestAnimationFrame(() => document.getElementById(QUOTE_FORM_HEADING_ID)?.focus());
  }

  // The message for the whole form: the server's, or that it could not be reached (until Send is pressed again).
  const formError =
    result?.status === "unreachable"
      ? sending
        ? null
        : unreachableMessage
      : result && "formError" in result
        ? result.formError
        : null;

  const shown = Object.keys(errors) as QuoteField[];
  const summary =
    submitted && firstError
      ? `Please check ${shown.length === 1 ? "one field" : `${shown.length} fields`}: ${shown.map((f) => fieldLabels[f].toLowerCase()).join(", ")}.`
      : null;
  /** What the alert above the fields says: the message for the whole form, else the summary of field errors. */
  const alertText = formError && result?.status !== "invalid" ? formError : summary;

  return {
    fetcher,
    form,
    alertBox,
    result,
    fromPage,
    sending,
    submitted,
    token,
    values,
    errors,
    firstError,
    alertText,
    offerChecked,
    /** The schema loads on the first focus inside the form. */
    onFocus: validate ? undefined : prepareValidation,
    onSubmit,
    startAnother,
    change: (field: QuoteField, value: string) => dispatch({ type: "change", field, value }),
    /** A radio button or an option chosen: the field counts as visited. */
    choose: (field: QuoteField, value: string) => dispatch({ type: "change", field, value, touch: true }),
    touch: (field: QuoteField) => dispatch({ type: "touch", field }),
    setOffer: (checked: boolean) => dispatch({ type: "offer", checked }),
  };
}
