import { regionLookup } from './region-data';
import { createRegionLookup } from './regions';

describe('regions from @vant/area-data', () => {
  it('names places at each level', () => {
    expect(regionLookup.name('330000')).toBe('浙江省');
    expect(regionLookup.name('330100')).toBe('杭州市');
    expect(regionLookup.name('330106')).toBe('西湖区');
    expect(regionLookup.name('000000')).toBeUndefined();
    expect(regionLookup.name('constructor')).toBeUndefined();
  });

  it.each([
    [['330000'], true],
    [['330000', '330100'], true],
    [['330000', '330100', '330106'], true],
    [['110000', '110100', '110101'], true],
    [['500000', '500200', '500229'], true],
    [['810000', '810100', '810101'], true],
    [['330000', '330106'], false],
    [['330100', '330106'], false],
    [['330000', '320100'], false],
    [['330000', '330100', '330106', '330106'], false],
    [[], false],
  ])('%j is a chain: %s', (codes, chain) => expect(regionLookup.isChain(codes)).toBe(chain));

  it('knows which places have places under them', () => {
    expect(regionLookup.hasChildren('330000')).toBe(true);
    expect(regionLookup.hasChildren('330100')).toBe(true);
    expect(regionLookup.hasChildren('330106')).toBe(false);
  });

  it.each([
    [['330000', '330100', '330106'], '文三路90号', '浙江省杭州市西湖区 文三路90号'],
    [['330000', '330100', '330106'], undefined, '浙江省杭州市西湖区'],
    [['330000', '330100'], '  ', '浙江省杭州市'],
    // A municipality's city entry repeats its name; grouping entries name no place.
    [['110000', '110100', '110108'], '颐和园路5号', '北京市海淀区 颐和园路5号'],
    [['500000', '500200', '500229'], undefined, '重庆市城口县'],
    [['410000', '419000', '419001'], undefined, '河南省济源市'],
    [['460000', '469000', '469002'], undefined, '海南省琼海市'],
    [['620000', '620200', '620201'], undefined, '甘肃省嘉峪关市'],
    [['810000', '810100', '810101'], undefined, '香港特别行政区香港岛中西区'],
  ])('%j with %j reads %s', (codes, detail, address) => expect(regionLookup.address(codes, detail)).toBe(address));
});

describe('regions from data of another shape', () => {
  // Some data sets list a directly administered county under its province with no city entry.
  const lookup = createRegionLookup({
    province_list: { '420000': '湖北省', '900000': '海外' },
    city_list: { '420100': '武汉市', '900100': '美国' },
    county_list: { '420102': '江岸区', '429004': '仙桃市' },
  });

  it('hangs a county without its city under the province', () => {
    expect(lookup.isChain(['420000', '429004'])).toBe(true);
    expect(lookup.hasChildren('429004')).toBe(false);
    expect(lookup.address(['420000', '429004'])).toBe('湖北省仙桃市');
  });

  it('ends a chain where the data ends', () => {
    expect(lookup.isChain(['900000', '900100'])).toBe(true);
    expect(lookup.hasChildren('900100')).toBe(false);
    expect(lookup.address(['900000', '900100'], 'Main St 1')).toBe('海外美国 Main St 1');
  });
});
