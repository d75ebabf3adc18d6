import type { Messages } from '../../messages';
import type enUS from '../en-US/auth';

const auth = {
  welcome: '登录后即可缴纳停车费、充值和购买月卡',
  phone: {
    label: '手机号',
    placeholder: '请输入手机号',
  },
  code: {
    label: '验证码',
    placeholder: '请输入短信验证码',
    send: '获取验证码',
    countdown: '{{seconds}}秒',
    sent: '验证码已发送',
  },
  agreement: {
    before: '我已阅读并同意',
    link: '《服务协议及隐私政策》',
    after: '',
  },
  submit: {
    agreed: '手机号快捷登录',
    notAgreed: '立即登录',
  },
  dialog: {
    title: '服务协议及隐私保护',
    before: '为了更好地保障您的合法权益，请您阅读并同意',
    after: '后登录。',
    disagree: '不同意',
    agree: '同意并登录',
  },
  captcha: {
    title: '安全验证',
    why: '该手机号验证码错误次数过多，请输入图中字符后重新获取验证码',
    picture: '图形验证码',
    another: '看不清，换一张',
    label: '图形验证码',
    placeholder: '请输入图中字符',
    empty: '请先输入图中字符',
    cancel: '取消',
    send: '获取验证码',
    voice: {
      offer: '看不清？改用语音验证码（来电播报）',
      calling: '正在给 {{phone}} 打电话，请接听并输入听到的6位数字',
      label: '语音验证码',
      placeholder: '电话里听到的6位数字',
      empty: '请先输入电话里听到的数字',
      callAgain: '重新拨打',
      again: '{{seconds}}秒后可重新拨打',
    },
  },
  chatLogin: '正在使用微信账号登录…',
  errors: {
    phoneEmpty: '请先填写手机号',
    codeEmpty: '请先填写短信验证码',
    phoneInvalid: '请填写正确的手机号',
    codeInvalid: '请填写正确的验证码',
    keyMissing: '网络繁忙，请稍后再试',
  },
} satisfies Messages<typeof enUS>;

export default auth;
