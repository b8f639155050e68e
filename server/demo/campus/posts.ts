/**
 * Who heads each department and who holds the posts the demo processes route to. Posts held per college (dean,
 * counsellor, academic secretary) go to members of staff of each college other than its head; office posts to staff
 * of that office. An office listed more than once for a post gets that many holders (an or-sign among them).
 * The demo staff account (教务处) holds the registry posts so it has real to-dos.
 */
import type { PostCode } from './service-forms/common';

/** Post → the department codes it is held for; 'college' means one holder in every college. */
export const postDepartments: Record<PostCode, 'college' | string[]> = {
  dean: 'college',
  counsellor: 'college',
  teaching_secretary: 'college',
  dorm_manager: ['LS'],
  sa_office: ['SA'],
  sa_funding: ['SA'],
  aa_registry: ['AA', 'AA'],
  aa_exam: ['AA'],
  aa_classroom: ['AA'],
  finance_auditor: ['FI'],
  budget_officer: ['FI'],
  finance_cashier: ['FI'],
  vice_president: ['GO'],
  research_officer: ['FI'],
  hr_officer: ['HR'],
  foreign_affairs: ['GO'],
  confidentiality_officer: ['GO'],
  go_director: ['GO'],
  seal_keeper: ['GO'],
  go_meeting: ['GO'],
  legal_reviewer: ['GO'],
  apartment_office: ['LS'],
  repair_dispatcher: ['LS'],
  it_network: ['IT'],
  security_duty: ['SE'],
  card_center: ['LS'],
  // The school's leaders sign dispatches off; each school's document clerk signs for what it receives.
  president: [],
  document_clerk: 'college',
};
