/**
 * A tb-report holder's data scope (spec §6): the departments their grants name, with every department under them, or
 * the whole campus. A call narrowed to a department outside it is refused (403, saying so); a class narrows within.
 */
import { Permit } from '../../../../contract/rules/permissions';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import { permitScopes } from '../org/org.service';
import { departmentSubtree } from '../org/population.service';

export interface ReadScope {
  /** The departments read, sub-departments included; null: every department. */
  within: number[] | null;
  className: string | null;
  /** Names the scope, for its reminders: the same people are named the same. */
  key: string;
}

/** The departments a person's tb-report reaches, sub-departments included: 'all', or a list (empty when they hold none). */
export async function reportScope(db: DbOrTx, uid: string): Promise<number[] | 'all'> {
  const scopes = await permitScopes(db, uid, Permit.tbReport);
  return scopes === 'all' ? 'all' : departmentSubtree(db, scopes);
}

/** The holder's scope narrowed to a department of it and a class, as a call asks. */
export async function readScope(db: DbOrTx, uid: string, narrow: { department_id?: number; class_name?: string }): Promise<ReadScope> {
  const reach = await reportScope(db, uid);
  const className = narrow.class_name ? narrow.class_name : null;
  const classKey = className === null ? '' : `|c:${className}`;
  if (narrow.department_id === undefined) {
    return { within: reach === 'all' ? null : reach, className, key: `${reach === 'all' ? 'all' : `s:${reach.join(',')}`}${classKey}` };
  }
  if (reach !== 'all' && !reach.includes(narrow.department_id)) throw new DomainError('fillins.outOfScope');
  return { within: await departmentSubtree(db, [narrow.department_id]), className, key: `d:${narrow.department_id}${classKey}` };
}
