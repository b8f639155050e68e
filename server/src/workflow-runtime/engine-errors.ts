/**
 * The engine's refusals as the domain's errors. The engine (server/src/workflow/engine.ts) stays free of the
 * domain's codes; the compiler checks here that every refusal it may raise has one.
 */
import { DomainError, type DomainErrorCode } from '../domain/errors';
import { EngineError, transition, type Action, type Actor, type EngineContext, type EngineErrorCode, type InstanceState, type Transition } from '../workflow/engine';

const engineErrors = {
  notInProgress: 'matters.notInProgress',
  notYourTask: 'matters.notYourTask',
  alreadyHandled: 'matters.alreadyHandled',
  notInitiator: 'matters.notInitiator',
  tooLateToWithdraw: 'matters.tooLateToWithdraw',
  cannotPullBack: 'matters.cannotPullBack',
  invalidReturnTarget: 'matters.invalidReturnTarget',
  noApprover: 'matters.noApprover',
  choiceRequired: 'matters.choiceRequired',
  notAdministrator: 'matters.notAdministrator',
  reasonRequired: 'matters.reasonRequired',
  urgedRecently: 'matters.urgedRecently',
  invalidAction: 'matters.invalidAction',
} as const satisfies Record<EngineErrorCode, DomainErrorCode>;

/** The engine's transition, its refusal thrown as the domain's error. */
export function checkedTransition(ctx: EngineContext, state: InstanceState, action: Action, actor: Actor): Transition {
  try {
    return transition(ctx, state, action, actor);
  } catch (e) {
    if (e instanceof EngineError) throw new DomainError(engineErrors[e.code]);
    throw e;
  }
}
