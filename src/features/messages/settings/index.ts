/** The message settings panel the user centre shows in its settings tab. */
export function MessageSettingsPanel(): null {
  return null;
}
