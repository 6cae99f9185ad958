/**
 * Wraps a maker of `Intl` formats so that each set of options is made once, on first use: building
 * a format costs about as much as rendering a table row. A maker that throws (say, for a time zone
 * the browser does not know) keeps nothing, and the next call throws again.
 */
export function madeOncePerOptions<Options, Format>(make: (options: Options) => Format): (options: Options) => Format {
  const made = new Map<string, Format>();
  return (options) => {
    const key = JSON.stringify(options);
    let format = made.get(key);
    if (!format) {
      format = make(options);
      made.set(key, format);
    }
    return format;
  };
}
