import { renderTable } from './text-table';

describe('renderTable', () => {
  it('renders a header, a separator and the rows, columns padded to their widest cell and two spaces apart', () => {
    expect(
      renderTable(
        ['Name', 'Qty', 'Status'],
        [
          ['apple', '1', 'ok'],
          ['kiwi', '12', 'delivered'],
        ],
      ),
    ).toBe(
      ['Name   Qty  Status', '-----  ---  ---------', 'apple  1    ok', 'kiwi   12   delivered'].join('\n'),
    );
  });

  it('lets the header set the width when it is the widest cell', () => {
    expect(renderTable(['Identifier', 'N'], [['a', '1']])).toBe(
      ['Identifier  N', '----------  -', 'a           1'].join('\n'),
    );
  });

  it('trims trailing spaces from every line', () => {
    const lines = renderTable(['A', 'B'], [['long value', '']]).split('\n');
    for (const line of lines) expect(line).toBe(line.trimEnd());
    expect(lines[2]).toBe('long value');
  });

  it('renders only the header and separator without rows', () => {
    expect(renderTable(['Id', 'Name'], [])).toBe('Id  Name\n--  ----');
  });

  it('treats missing cells of a short row as empty', () => {
    expect(renderTable(['A', 'Bee'], [['xx'], ['y', 'z']])).toBe(
      ['A   Bee', '--  ---', 'xx', 'y   z'].join('\n'),
    );
  });
});

describe('renderTable with remote text', () => {
  it('shows every cell without terminal controls, columns measured as shown', () => {
    expect(
      renderTable(
        ['Name', 'State'],
        [
          ['\x1b[31mFront\x1b[0m Door\x1b]0;owned\x07', 'locked\r'],
          ['Gate\u009b2J\u202e', 'open'],
        ],
      ),
    ).toBe(['Name        State', '----------  ------', 'Front Door  locked', 'Gate        open'].join('\n'));
  });

  it('keeps a cell with line breaks or tabs on its row, each break shown as a space', () => {
    expect(renderTable(['A', 'B'], [['one\ntwo\r\nthree', 'x\ty']])).toBe(
      ['A              B', '-------------  ---', 'one two three  x y'].join('\n'),
    );
  });
});
