/**
 * Fill less: what the organisation knows of an applicant, for the fields bound to their profile
 * (contract/forms/prefill.ts). Values are kept in the records' language (Chinese), as the rest of an application is;
 * only their source labels follow the reader.
 */
import { prefilledValues, usesPrefill, type ApplicantProfile, type Prefills } from '../../../../contract/forms/prefill';
import type { FormSchema } from '../../../../contract/forms/schema';
import type { DbOrTx } from '../../db/database';
import type { Lang } from '../../domain/lang';
import * as org from '../org/org.service';

/** The head of the applicant's department, or of the one above when they head their own. */
async function supervisorOf(db: DbOrTx, uid: string): Promise<ApplicantProfile['supervisor']> {
  const { headChain } = await org.approverDirectory(db, { applicant: uid, posts: [], people: [] });
  const head = headChain.find((h) => h !== uid);
  if (!head) return null;
  const name = (await org.peopleNames(db, [head])).get(head);
  return name === undefined ? null : { uid: head, name };
}

async function applicantProfile(db: DbOrTx, uid: string, schema: FormSchema): Promise<ApplicantProfile | undefined> {
  const user = await org.activeUser(db, uid);
  if (!user) return undefined;
  const [department, supervisor] = await Promise.all([
    usesPrefill(schema, 'department') ? org.departmentName(db, user.department_id) : '',
    usesPrefill(schema, 'supervisor') ? supervisorOf(db, uid) : null,
  ]);
  return {
    name: user.name,
    number: user.number,
    department,
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    identity: user.identity_name,
    supervisor,
  };
}

/** The prefilled values of the form's bound fields for this applicant, labelled in the reader's language. */
export async function prefillsFor(db: DbOrTx, uid: string, schema: FormSchema, lang: Lang): Promise<Prefills> {
  if (!usesPrefill(schema)) return {};
  const profile = await applicantProfile(db, uid, schema);
  return profile ? prefilledValues(schema, profile, lang) : {};
}
