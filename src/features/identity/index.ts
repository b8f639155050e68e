/**
 * What other features use of the identity: the personal centre's grants and switch sections, the header's account
 * switches, and the choice of acting for someone when starting an application.
 */
export { ActForChoice } from './agent/act-for-choice';
export { GrantsSection } from './grants/grants-section';
export { SwitchEntrySection } from './switch/switch-entry-section';
export { AccountSwitchesSlot } from './switch/switch-slot';
