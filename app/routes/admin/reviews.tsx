import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { ListFilters, statusFilter } from "~/components/admin/list-filters";
import { PageLinks } from "~/components/admin/page-links";
import { Panel } from "~/components/admin/panel";
import { TextInput } from "~/components/form/fields";
import { ResultAlert } from "~/components/form/form-alert";
import { IntentForm } from "~/components/form/intent-form";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can } from "~/features/auth/permissions";
import { ReviewSummary } from "~/features/reviews/components/review-card";
import { StaffReviewList } from "~/features/reviews/components/staff-review-list";
import { getReviewFigures } from "~/features/reviews/figures.server";
import { reviewStatuses, STAFF_REVIEWS_PER_PAGE } from "~/features/reviews/moderation";
import { staffReviewIntents } from "~/features/reviews/review-action.server";
import { listReviewsForStaff } from "~/features/reviews/reviews.server";
import { formAction } from "~/lib/form-action";
import { listPage, listSearch } from "~/lib/list-search";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Reviews");

/** The import form carries a CSV file: the request guard gives this page the upload limit. */
export const handle = { takesUploads: true };

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "reviews.view");
  const params = new URL(request.url).searchParams;
  const asked = params.get("status");
  const status = reviewStatuses.is(asked) ? asked : "";
  const safePage = listPage(params);
  const q = listSearch(params);
  const [list, figures] = await Promise.all([listReviewsForStaff(getDb(), { status, q }, safePage), getReviewFigures()]);
  return { ...list, figures, status, q, page: safePage, canChange: can(staff, "reviews.change") };
}

export async function action({ request }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "reviews.change",
    intents: () => staffReviewIntents(getDb()),
  });
}

export default function ReviewsAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, count, figures, status, q, page, canChange } = loaderData;
  const pages = Math.max(1, Math.ceil(count / STAFF_REVIEWS_PER_PAGE));
  return (
    <AdminPage
      title="Reviews"
      description="Every review a customer agrees to share is published at once unless its words may break a published rule. Hiding one needs that rule, and is logged; a review is never hidden for its rating."
    >
      <ResultAlert result={actionData} className="mb-5 whitespace-pre-line" />
      <div className="mb-5">
        <ReviewSummary rating={figures.rating} count={figures.count} of="published on the site" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <ListFilters
            q={q}
            searchHint="Name, suburb, service or words"
            clearTo="/admin/reviews"
            selects={[statusFilter(reviewStatuses, status)]}
          />
          <p className="mb-3 text-sm text-muted" aria-live="polite">{`${count} ${count === 1 ? "review" : "reviews"}`}</p>
          <StaffReviewList reviews={reviews} canChange={canChange} />
          <PageLinks
            page={page}
            pages={pages}
            href={(n) =>
              `/admin/reviews?${new URLSearchParams({ ...(status ? { status } : {}), ...(q ? { q } : {}), ...(n > 1 ? { page: String(n) } : {}) })}`
            }
          />
        </div>
        {canChange ? (
          <Panel
            id="review-import"
            title="Import reviews"
            description="A CSV with the columns Source, Date, Rating, Name, Suburb, Service, Text and, optionally, Tradie (their number). Each shows with its source and date."
          >
            <IntentForm intent="import" submit="Import the reviews" multipart>
              <TextInput scope="import" name="file" label="CSV file" type="file" accept=".csv,text/csv" />
            </IntentForm>
          </Panel>
        ) : null}
      </div>
    </AdminPage>
  );
}
