/** The plugin's page in a frame, named for assistive technology by its title. */
export function PluginFrame({ url, title }: { url: string; title: string }) {
  return <iframe className="ch-plugin__frame" src={url} title={title} data-testid="plugin-frame" referrerPolicy="strict-origin-when-cross-origin" />;
}
