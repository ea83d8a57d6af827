import { useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { formatDollars } from "~/lib/money.ts";
import {
  duplicateFormSchema,
  productFormSchema,
  STOCK_KIND_LABELS,
  STOCK_KINDS,
  stockFormSchema,
  variantFormSchema,
} from "../schema.ts";
import { FormField as Field } from "~/components/ui/form-field.tsx";
import { inputClass, StatusMessage, submitClass } from "./field.tsx";
import { fieldErrorsOf } from "~/features/admin/schemas.ts";

// The owner's page for one product: its words, each variant's price and
// stock, a copy, an image, and the stock history. Each part is its own form
// (a fetcher), checked in the browser with the action's own schema.

type Result = { ok: true; message: string } | { ok: false; errors: Record<string, string> };

export type EditorProduct = {
  id: string;
  title: string;
  subtitle: string | null;
  description: string;
  ribbonText: string | null;
  isHidden: boolean;
  sortOrder: number;
  thumbnail: string | null;
};
export type EditorVariant = {
  id: string;
  title: string;
  sku: string | null;
  priceInCents: number;
  salePriceInCents: number | null;
  manageInventory: boolean;
  inventoryQuantity: number;
  reservedQuantity: number;
};
export type EditorMovement = {
  id: number;
  variantId: string;
  kind: string;
  before: number;
  after: number;
  reason: string;
  actorName: string | null;
  createdAt: string | Date;
};

const dollars = (cents: number) => (cents / 100).toFixed(2);
const money = formatDollars;

/** A fetcher whose form is checked by `schema` before it is sent; errors from either side show beside the fields. */
function useCheckedForm(schema: z.ZodType) {
  const fetcher = useFetcher<Result>();
  const [local, setLocal] = useState<Record<string, string> | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].filter(([, v]) => typeof v === "string"),
    );
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      event.preventDefault();
      setLocal(fieldErrorsOf(parsed.error));
    } else setLocal(null);
  };
  const server = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.errors : {};
  const errors = local ?? server;
  const message = local === null && fetcher.state === "idle" ? fetcher.data : undefined;
  return { fetcher, errors, onSubmit, message, busy: fetcher.state !== "idle" };
}

/** A checked form's frame: its intent, its fields, the answer (or the pointer to the fields in error) and its button. */
function CheckedForm({
  form: { fetcher, onSubmit, message, busy },
  intent,
  label,
  submit,
  className = "grid gap-3",
  invalid = "Check the fields marked above.",
  children,
}: {
  form: ReturnType<typeof useCheckedForm>;
  intent: string;
  label: string;
  submit: string;
  className?: string;
  invalid?: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} noValidate className={className} aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      {message && <StatusMessage ok={message.ok}>{message.ok ? message.message : invalid}</StatusMessage>}
      <button type="submit" className={submitClass} disabled={busy}>
        {submit}
      </button>
    </fetcher.Form>
  );
}

function ProductForm({ product }: { product: EditorProduct }) {
  const form = useCheckedForm(productFormSchema);
  const { errors } = form;
  return (
    <CheckedForm form={form} intent="product" label="Product details" submit="Save product" className="grid gap-4">
      <Field id="title" label="Title" error={errors.title}>
        {(p) => <input {...p} name="title" defaultValue={product.title} className={inputClass} required />}
      </Field>
      <Field id="subtitle" label="Subtitle" error={errors.subtitle}>
        {(p) => <input {...p} name="subtitle" defaultValue={product.subtitle ?? ""} className={inputClass} />}
      </Field>
      <Field id="description" label="Description" error={errors.description}>
        {(p) => (
          <textarea {...p} name="description" rows={5} defaultValue={product.description} className={inputClass} />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field
          id="ribbonText"
          label="Ribbon"
          error={errors.ribbonText}
          hint="e.g. Best seller. A stock ribbon (Restocking soon) shows only while the product is sold out"
        >
          {(p) => <input {...p} name="ribbonText" defaultValue={product.ribbonText ?? ""} className={inputClass} />}
        </Field>
        <Field id="sortOrder" label="Order in the shop" error={errors.sortOrder}>
          {(p) => (
            <input
              {...p}
              name="sortOrder"
              inputMode="numeric"
              defaultValue={String(product.sortOrder)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-base font-semibold text-ink-950">
        <input type="checkbox" name="visible" defaultChecked={!product.isHidden} className="size-6 accent-ink-900" />
        Visible in the shop
      </label>
    </CheckedForm>
  );
}

function VariantForm({ variant }: { variant: EditorVariant }) {
  const form = useCheckedForm(variantFormSchema);
  const { errors } = form;
  const id = (name: string) => `${variant.id}-${name}`;
  return (
    <CheckedForm form={form} intent="variant" label={`${variant.title}: price`} submit="Save price">
      <input type="hidden" name="variantId" value={variant.id} />
      <div className="grid grid-cols-2 gap-3">
        <Field id={id("price")} label="Price ($)" error={errors.price}>
          {(p) => (
            <input
              {...p}
              name="price"
              inputMode="decimal"
              defaultValue={dollars(variant.priceInCents)}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={id("salePrice")} label="Sale price ($)" error={errors.salePrice} hint="Empty: no sale">
          {(p) => (
            <input
              {...p}
              name="salePrice"
              inputMode="decimal"
              defaultValue={variant.salePriceInCents === null ? "" : dollars(variant.salePriceInCents)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field id={id("sku")} label="SKU" error={errors.sku}>
        {(p) => <input {...p} name="sku" defaultValue={variant.sku ?? ""} className={inputClass} />}
      </Field>
    </CheckedForm>
  );
}

function StockForm({ variant }: { variant: EditorVariant }) {
  const form = useCheckedForm(stockFormSchema);
  const { errors } = form;
  const id = (name: string) => `${variant.id}-${name}`;
  return (
    <CheckedForm form={form} intent="stock" label={`${variant.title}: stock`} submit="Save stock">
      <input type="hidden" name="variantId" value={variant.id} />
      <p className="text-base text-ink-950">
        <strong>{variant.inventoryQuantity}</strong> on hand
        {variant.reservedQuantity > 0 && <>, {variant.reservedQuantity} held by unpaid checkouts</>}
      </p>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-semibold text-ink-950">Change</legend>
        <div className="grid grid-cols-3 gap-2">
          {STOCK_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-lg border-2 border-slate-500 px-1 text-sm font-semibold has-checked:border-ink-900 has-checked:bg-ink-900 has-checked:text-white"
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={kind === "set"}
                className="size-5 accent-gold-400"
              />
              {STOCK_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3">
        <Field id={id("quantity")} label="Units" error={errors.quantity}>
          {(p) => <input {...p} name="quantity" inputMode="numeric" className={inputClass} />}
        </Field>
        <Field id={id("reason")} label="Reason" error={errors.reason}>
          {(p) => <input {...p} name="reason" placeholder="e.g. delivery, count, damaged" className={inputClass} />}
        </Field>
      </div>
    </CheckedForm>
  );
}

function DuplicateForm({ product }: { product: EditorProduct }) {
  const form = useCheckedForm(duplicateFormSchema);
  const { errors } = form;
  return (
    <CheckedForm
      form={form}
      intent="duplicate"
      label="Duplicate"
      submit="Duplicate product"
      invalid="Check the field marked above."
    >
      <Field
        id="newId"
        label="Id of the copy"
        error={errors.newId}
        hint={`Empty: ${product.id}-copy. It stays hidden until you make it visible.`}
      >
        {(p) => <input {...p} name="newId" autoCapitalize="none" className={inputClass} />}
      </Field>
    </CheckedForm>
  );
}

function ImageForm({ product, images }: { product: EditorProduct; images: { id: number; url: string }[] }) {
  const fetcher = useFetcher<Result>();
  const [local, setLocal] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get("image");
    const problem =
      !(file instanceof File) || file.size === 0
        ? "Choose an image to upload"
        : file.size > 5 * 1024 * 1024
          ? "That image is over 5 MB"
          : null;
    setLocal(problem);
    if (problem) event.preventDefault();
  };
  const error =
    local ?? (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.errors.image : undefined);
  const done = local === null && fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data.message : undefined;
  return (
    <div className="grid gap-4">
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Images">
          {images.map((image) => (
            <li key={image.id}>
              <img
                src={image.url}
                alt={image.url === product.thumbnail ? "Main image" : ""}
                width={72}
                height={72}
                className={`size-18 rounded-lg border-2 object-cover ${image.url === product.thumbnail ? "border-ink-900" : "border-slate-300"}`}
              />
            </li>
          ))}
        </ul>
      )}
      <fetcher.Form
        method="post"
        action={`/admin/catalog/${product.id}/image`}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        className="grid gap-3"
        aria-label="Upload an image"
      >
        <Field id="image" label="Image (JPEG, PNG, WebP or AVIF, up to 5 MB)" error={error}>
          {(p) => (
            <input
              {...p}
              type="file"
              name="image"
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="min-h-11 w-full min-w-0 text-base file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-slate-200 file:px-4 file:font-semibold"
            />
          )}
        </Field>
        <label className="flex min-h-11 items-center gap-3 text-base font-semibold text-ink-950">
          <input type="checkbox" name="main" className="size-6 accent-ink-900" />
          Make it the main image
        </label>
        {done && <StatusMessage ok>{done}</StatusMessage>}
        <button type="submit" className={submitClass} disabled={fetcher.state !== "idle"}>
          Upload image
        </button>
      </fetcher.Form>
    </div>
  );
}

const section = "grid gap-4 rounded-2xl border-2 border-slate-300 bg-white p-4";
const heading = "text-lg font-bold text-ink-950";

export function ProductEditor({
  product,
  variants,
  images,
  history,
}: {
  product: EditorProduct;
  variants: EditorVariant[];
  images: { id: number; url: string }[];
  history: EditorMovement[];
}) {
  const titleOf = new Map(variants.map((v) => [v.id, v.title]));
  return (
    <div className="grid gap-5">
      <section className={section} aria-labelledby="details-heading">
        <h2 id="details-heading" className={heading}>
          Details
        </h2>
        <ProductForm product={product} />
      </section>
      {variants.map((variant) => (
        <section key={variant.id} className={section} aria-labelledby={`${variant.id}-heading`}>
          <h2 id={`${variant.id}-heading`} className={heading}>
            {variant.title}{" "}
            <span className="text-base font-semibold text-slate-700">
              {money(variant.salePriceInCents ?? variant.priceInCents)}
            </span>
          </h2>
          <VariantForm variant={variant} />
          {variant.manageInventory ? (
            <StockForm variant={variant} />
          ) : (
            <p className="text-sm text-slate-700">Stock is not tracked for this variant.</p>
          )}
        </section>
      ))}
      <section className={section} aria-labelledby="images-heading">
        <h2 id="images-heading" className={heading}>
          Images
        </h2>
        <ImageForm product={product} images={images} />
      </section>
      <section className={section} aria-labelledby="history-heading">
        <h2 id="history-heading" className={heading}>
          Stock history
        </h2>
        {history.length === 0 ? (
          <p className="text-sm text-slate-700">No stock changes yet.</p>
        ) : (
          <ol className="divide-y divide-slate-300" aria-label="Stock history">
            {history.map((move) => (
              <li key={move.id} className="grid gap-0.5 py-2 text-sm text-ink-950">
                <span className="font-semibold">
                  {titleOf.get(move.variantId) ?? move.variantId}: {move.before} → {move.after}
                </span>
                <span>
                  {move.kind === "refund"
                    ? "Refund"
                    : (STOCK_KIND_LABELS[move.kind as keyof typeof STOCK_KIND_LABELS] ?? move.kind)}
                  : {move.reason}
                </span>
                <span className="text-slate-700">
                  {move.actorName ?? "someone"},{" "}
                  <time dateTime={new Date(move.createdAt).toISOString()}>
                    {new Date(move.createdAt).toLocaleString("en-US", {
                      dateStyle: "medium",
                      timeStyle: "short",
                      timeZone: "America/Chicago",
                    })}
                  </time>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className={section} aria-labelledby="duplicate-heading">
        <h2 id="duplicate-heading" className={heading}>
          Duplicate
        </h2>
        <DuplicateForm product={product} />
      </section>
    </div>
  );
}
