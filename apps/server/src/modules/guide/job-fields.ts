/**
 * Which certificates an article's jobs relate to. Certificates name their
 * jobs in words (related_jobs) and are filed under an NCS field; postings
 * and articles use our occupation codes. So each 중분류 (3-digit group) is
 * mapped to the NCS 대분류 (NCS_FIELDS) its certificates are filed under:
 * a small table that is read and reviewed at a glance, instead of matching
 * job names by their words.
 */
const NCS_OF_GROUP: Readonly<Record<string, readonly string[]>> = {
  '011': ['02', '01'],
  '012': ['01', '02'],
  '013': ['02'],
  '014': ['02'],
  '015': ['02', '10'],
  '016': ['02', '09'],
  '017': ['02'],
  '018': ['02', '10'],
  '019': ['03'],
  '021': ['04', '17'],
  '022': ['20', '19'],
  '023': ['20'],
  '024': ['20'],
  '025': ['20'],
  '026': ['14'],
  '027': ['15', '16'],
  '028': ['19'],
  '029': ['17', '23'],
  '031': ['04'],
  '032': ['04'],
  '033': ['05'],
  '034': ['07'],
  '035': ['07'],
  '036': ['05'],
  '037': ['05'],
  '041': ['06'],
  '042': ['06'],
  '043': ['06'],
  '044': ['06'],
  '051': ['08'],
  '052': ['08'],
  '053': ['08'],
  '054': ['08'],
  '055': ['12'],
  '061': ['12'],
  '062': ['12'],
  '063': ['13'],
  '064': ['11'],
  '065': ['07'],
  '066': ['11'],
  '071': ['10'],
  '072': ['10'],
  '073': ['09'],
  '074': ['09'],
  '081': ['14'],
  '082': ['14'],
  '083': ['14', '15'],
  '084': ['14', '15'],
  '085': ['14'],
  '091': ['15'],
  '092': ['16'],
  '093': ['19'],
  '094': ['20'],
  '095': ['17', '23'],
  '096': ['18'],
  '097': ['21'],
  '098': ['22'],
  '099': ['15'],
  '101': ['24'],
  '102': ['24'],
  '103': ['24'],
  '104': ['24'],
};

/** The NCS fields of occupation codes of any level (대분류 takes all its groups'). */
export function ncsFieldsOf(jobCodes: readonly string[]): string[] {
  const fields = new Set<string>();
  for (const code of jobCodes) {
    const groups =
      code.length === 2
        ? Object.keys(NCS_OF_GROUP).filter((g) => g.startsWith(code))
        : [code.slice(0, 3)];
    for (const g of groups) for (const f of NCS_OF_GROUP[g] ?? []) fields.add(f);
  }
  return [...fields].sort();
}
