import type { Messages } from '../../messages';
import type enUS from '../en-US/kerb';

const kerb = {
  scan: '扫描泊位二维码',
  scanAgain: '重新扫描泊位二维码',
  scanner: {
    title: '扫描泊位二维码',
    hint: '请将摄像头对准泊位牌上的二维码。',
    noCamera: '此处无法使用摄像头，请拍下二维码的照片。',
    photo: '选择二维码照片',
    noCode: '照片中没有找到二维码，请拍得更近、更清晰一些。',
    cancel: '取消',
    failed: '扫码未能启动，请重试。',
  },
  warning: {
    title: '安全提醒',
    foreign: {
      heading: '请停止：这不是运营方的二维码',
      body: '它指向德宏停车以外的地方，可能是有人贴在泊位牌上的假二维码。请勿通过它付款。',
    },
    forged: {
      heading: '请停止：该二维码的签名无效',
      body: '它标注的是运营方的泊位，但并非运营方签发，可能是被改动过泊位的仿冒二维码。无法通过它付款。',
    },
    safeWay: '如需缴费，请重新扫描泊位牌上的二维码，或在首页输入车牌查询。',
    codeSays: '二维码内容（未打开）：',
    report: '举报这张贴纸',
    home: '返回首页',
  },
  check: {
    signed: '运营方二维码：签名有效。',
    unsigned: '该泊位牌尚无运营方签名（旧牌）。付款前请核对下方泊位与泊位牌一致。',
    compare: '请与泊位牌核对',
    lot: '路段',
    street: '街道',
    space: '泊位号',
    device: '泊位编码',
    report: '举报可疑贴纸',
  },
  report: {
    title: '举报可疑贴纸',
    intro: '把不是运营方的二维码告诉巡查员，他们会前往清除，处理后我们会在微信中通知您。',
    what: '遇到的情况',
    reason: {
      foreign: '指向其他网站的二维码，不是运营方的',
      forged: '签名无效的二维码',
      unsigned: '没有签名的旧泊位牌',
      other: '可疑贴纸',
    },
    place: '所在位置',
    code: '扫到的内容',
    space: '{{station}} {{space}}号泊位',
    locate: '添加我的位置',
    locating: '正在获取位置…',
    located: '已添加您的位置（{{lat}}，{{lng}}）',
    noLocation: '未能获取您的位置，请在备注中写明地点。',
    needPlace: '请添加您的位置，方便巡查员找到它。',
    photo: '贴纸照片',
    addPhoto: '添加贴纸照片',
    photoAlt: '贴纸照片',
    removePhoto: '删除照片',
    note: '备注（选填）',
    notePlaceholder: '例如：贴在咪表二维码上面',
    submit: '提交举报',
    sent: '感谢您的举报！巡查员会前往核实，处理后将在微信中通知您。',
    mine: '我的举报',
    none: '您还没有举报过贴纸。',
    status: {
      open: '待巡查员核实',
      handled: '已处理',
    },
    reported: '举报于 {{time}}',
    answer: '巡查员回复：{{answer}}',
  },
} satisfies Messages<typeof enUS>;

export default kerb;
