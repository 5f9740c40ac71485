/** Colours of the chart text, axes and series for the light and dark themes (Blueprint's palette). */
export function chartTheme(dark: boolean) {
  return {
    text: dark ? '#f6f7f9' : '#1c2127',
    axis: dark ? '#abb3bf' : '#5f6b7c',
    split: dark ? '#383e47' : '#e5e8eb',
    palette: dark ? ['#8abbff', '#72ca9b', '#fbb360', '#d69fd6', '#f5498b', '#68c1ee'] : ['#2d72d2', '#238551', '#c87619', '#9d3f9d', '#cd4246', '#147eb3'],
  };
}
