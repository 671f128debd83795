import type { Transaction } from "~/platform/db/database";
import type { QuoteDraft } from "./draft-schema";

/**
 * What a feature above quotes keeps beside a quote's version (a plan it proposes), without quotes
 * knowing it: checked in the transaction that saves a draft, and copied in the one that makes a
 * version from another (a revision, a duplicate). A refusal is a DomainError, and nothing is saved.
 */
export interface VersionCompanions {
  checkDraft?(tx: Transaction, versionId: number, draft: QuoteDraft): Promise<void>;
  copy?(tx: Transaction, fromVersionId: number, toVersionId: number): Promise<void>;
}
