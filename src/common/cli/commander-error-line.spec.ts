import { commanderErrorLine } from './commander-error-line';

describe('commanderErrorLine', () => {
  it("writes commander's error as the package's Error: line", () => {
    expect(commanderErrorLine("error: unknown option '--bogus'\n")).toBe("Error: unknown option '--bogus'\n");
  });

  it('keeps the suggestion on the same line', () => {
    expect(commanderErrorLine("error: unknown option '--jsn'\n(Did you mean --json?)\n")).toBe(
      "Error: unknown option '--jsn' (Did you mean --json?)\n",
    );
  });

  it('leaves out the terminal controls of what was typed', () => {
    expect(commanderErrorLine("error: unknown option '--\x1b[2J\x1b]0;title\x07x\r'\n")).toBe(
      "Error: unknown option '--x'\n",
    );
  });
});
