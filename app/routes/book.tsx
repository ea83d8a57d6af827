import { data, useLocation } from "react-router";
import type { Route } from "./+types/book";
import { PageHero } from "~/components/page-hero.tsx";
import { Container } from "~/components/ui/container.tsx";
import { getServiceArea } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { BookForm } from "~/features/booking/components/book-form.tsx";
import { bookingProductIds } from "~/features/booking/estimate.ts";
import { estimateJob } from "~/features/booking/estimate.server.ts";
import {
  formErrorReply,
  initialValues,
  unreadableFormMessage,
  valuesOf,
  type BookActionData,
} from "~/features/booking/form-values.ts";
import { jobFormSchema } from "~/features/booking/schema.ts";
import { choiceFromSearchParams } from "~/features/booking/choice-schema.ts";
import { readBookingVariants } from "~/features/catalog/for-booking.server.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { getSiteSettings } from "~/features/site-settings/settings.server.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

/** The what-step form is a few hundred bytes; anything near this is not a person typing. */
export const MAX_BODY_BYTES = 16 * 1024;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: `Book Online: Price, Shade Preview and Florida Tint Law | ${business.name}`,
    description: `Pick your vehicle and shades, see them on a car with Florida's limits, get the price from our catalogue and choose a time. Homes and businesses get a range and a visit.`,
    path: "/book",
  });

function areaOf(slug: string | null) {
  const area = slug ? getServiceArea(slug) : undefined;
  return area ? { slug: area.slug, name: area.name } : null;
}

/** Rendered per request: the catalogue's current prices, and the preselection in the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const db = await servicesOf(context).db();
  const variants = await readBookingVariants(db, bookingProductIds);
  const { depositCents, depositPercent } = (await getSiteSettings(db)).booking;
  const values = initialValues(url.searchParams);
  return {
    variants,
    values,
    choice: choiceFromSearchParams(new URLSearchParams(values)),
    area: areaOf(url.searchParams.get("area")),
    deposit: { depositCents, depositPercent },
  };
}

/** The form's post, with JavaScript and without: the choice checked and priced again on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data<BookActionData>(
      { result: formErrorReply(unreadableFormMessage(error.status), null) },
      { status: error.status },
    );
  }
  const submission = parseWithZod(form, { schema: jobFormSchema });
  const choice = choiceFromSearchParams(new URLSearchParams(valuesOf(form as unknown as URLSearchParams)));
  if (submission.status !== "success")
    return data<BookActionData>({ result: submission.reply(), choice }, { status: 400 });
  // Priced again from the database (the page's own figures are a preview); the loaders run again after this too.
  const estimate = await estimateJob(await servicesOf(context).db(), submission.value);
  return data<BookActionData>({ result: submission.reply(), bookable: estimate.bookable, choice });
}

/** With JavaScript: a post that gets no answer keeps the form as it is, with a message. */
export async function clientAction({ serverAction, request }: Route.ClientActionArgs): Promise<BookActionData> {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch {
    return {
      result: formErrorReply(
        `We couldn't reach our server. Your choices are still here: try again, or call ${business.phone.display}.`,
        valuesOf(form as unknown as URLSearchParams),
      ),
    };
  }
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const { variants, values, area, deposit, choice } = loaderData;
  return (
    <>
      <PageHero eyebrow="Book online" title={area ? `Book in ${area.name}` : "Book your tint"}>
        <p>
          Choose your vehicle and shades: see them on the car with Florida's limits, get the price, then pick a time.
          Homes and businesses get a price range and a visit to measure.
        </p>
      </PageHero>
      <Container className="py-10 sm:py-16">
        <BookForm
          key={location.key}
          variants={variants}
          values={values}
          area={area}
          result={actionData}
          deposit={deposit}
          choice={choice}
        />
      </Container>
    </>
  );
}
