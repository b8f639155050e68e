/** The message settings panel the user centre shows in its settings tab. */
export { MessageSettingsPanel } from './message-settings-panel';
