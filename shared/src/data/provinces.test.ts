import { findProvince, ITALIAN_PROVINCES } from './provinces';

// The ISTAT list of 2020, as given in the reference notes.
const ISTAT =
  'AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CL CN CO CR CS CT CZ EN FC FE FG FI FM FR GE GO GR ' +
  'IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OR PA PC PD PE PG PI PN PO PR PT PU PV PZ RA RC RE RG RI RM ' +
  'RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VT VV';

describe('Italian provinces', () => {
  it('has exactly the 107 ISTAT codes, each with a name', () => {
    expect(ITALIAN_PROVINCES).toHaveLength(107);
    expect(ITALIAN_PROVINCES.map((p) => p.code).sort()).toEqual(ISTAT.split(' ').sort());
    for (const province of ITALIAN_PROVINCES) expect(province.name.length).toBeGreaterThan(2);
  });

  it('finds a province by code and nothing for an unknown one', () => {
    expect(findProvince('mi')).toEqual({ code: 'MI', name: 'Milano' });
    expect(findProvince('EE')).toBeUndefined();
  });
});
