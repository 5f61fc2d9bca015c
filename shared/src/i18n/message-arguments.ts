const nested = new Set(['plural', 'select', 'selectordinal']);

/**
 * The argument names of an ICU message ('Ciao {name}' -> name; the options of plural and select
 * are message text, not arguments). Enough of ICU to compare two translations of one message.
 */
export function messageArguments(message: string): string[] {
  const found = new Set<string>();
  let index = 0;

  const readUntil = (stops: string) => {
    const start = index;
    while (index < message.length && !stops.includes(message.charAt(index))) index += 1;
    return message.slice(start, index).trim();
  };

  // Reads message text up to the `}` that closes it (or the end), collecting arguments.
  const text = () => {
    while (index < message.length) {
      const char = message.charAt(index);
      index += 1;
      if (char === '}') return;
      if (char === '{') argument();
    }
  };

  const argument = () => {
    const name = readUntil(',}');
    if (name) found.add(name);
    if (message.charAt(index) === '}') {
      index += 1;
      return;
    }
    index += 1;
    const type = readUntil(',}');
    if (!nested.has(type)) {
      let depth = 1;
      while (index < message.length && depth > 0) {
        const char = message.charAt(index);
        if (char === '{') depth += 1;
        if (char === '}') depth -= 1;
        index += 1;
      }
      return;
    }
    index += 1;
    while (index < message.length) {
      readUntil('{}');
      const char = message.charAt(index);
      index += 1;
      if (char === '}') return;
      text();
    }
  };

  text();
  return [...found].sort();
}
