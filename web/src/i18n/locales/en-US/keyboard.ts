/**
 * What a screen reader says for the plate keyboard's Chinese keys: the character and what it
 * stands for (a province, or a special plate). Letters and digits say themselves. Loaded with the
 * keyboard (components/plate-keyboard.tsx), not with the pages that open it.
 */
const keyboard = {
  key: '{{key}}, {{name}}',
  names: {
    京: 'Beijing',
    津: 'Tianjin',
    沪: 'Shanghai',
    渝: 'Chongqing',
    冀: 'Hebei',
    豫: 'Henan',
    云: 'Yunnan',
    辽: 'Liaoning',
    黑: 'Heilongjiang',
    湘: 'Hunan',
    皖: 'Anhui',
    鲁: 'Shandong',
    新: 'Xinjiang',
    苏: 'Jiangsu',
    浙: 'Zhejiang',
    赣: 'Jiangxi',
    鄂: 'Hubei',
    桂: 'Guangxi',
    甘: 'Gansu',
    晋: 'Shanxi',
    蒙: 'Inner Mongolia',
    陕: 'Shaanxi',
    吉: 'Jilin',
    闽: 'Fujian',
    贵: 'Guizhou',
    粤: 'Guangdong',
    青: 'Qinghai',
    藏: 'Tibet',
    川: 'Sichuan',
    宁: 'Ningxia',
    琼: 'Hainan',
    使: 'embassy',
    领: 'consulate',
    学: 'driving school',
    挂: 'trailer',
    警: 'police',
  },
} as const;

export default keyboard;
