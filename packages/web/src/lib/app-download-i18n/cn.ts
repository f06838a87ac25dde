import type { AppDownloadStrings } from './en.ts';

export const appDownloadCn: AppDownloadStrings = {
  intro:
    '将 HIS 安装到您的手机或电脑上：从它自己的图标打开，全屏显示，没有浏览器地址栏。无需从应用商店下载，并且始终是最新版本。',
  install: {
    heading: '安装应用',
    button: '安装 HIS',
    asking: '请在浏览器的提示中确认安装 HIS。',
    installed: 'HIS 已安装。请从主屏幕或应用列表中打开它。',
    standalone: '您正在使用 HIS 应用。',
    dismissed: '未安装。您随时可以在此页面安装 HIS。',
    unavailable: '您的浏览器未在此页面提供安装 HIS 的选项。请按照下方适用于您设备的指南操作。',
  },
  guides: {
    heading: '安装指南',
    android: 'Android',
    ios: 'iPhone 和 iPad',
    note: '图片展示的是本网站自己的页面。浏览器的按钮位于页面上方或下方，在不同手机上外观略有不同。',
    step: '第 {{number}} 步',
  },
  android: {
    open: {
      title: '在 Chrome 中打开 HIS',
      text: '在您的 Android 手机或平板电脑上用 Chrome 打开本网站。',
      image: '手机上的 HIS 首页',
    },
    menu: {
      title: '打开 Chrome 菜单',
      text: '点按 Chrome 右上角、页面上方的菜单按钮 ⋮。',
      image: '手机上的应用下载页面，Chrome 的菜单按钮在其上方',
    },
    install: {
      title: '选择“安装应用”',
      text: '选择“安装应用”（部分手机上为“添加到主屏幕”），然后点按“安装”确认。',
      image: 'HIS 应用图标',
    },
    launch: {
      title: '从图标打开 HIS',
      text: 'HIS 图标现在位于您的主屏幕和应用列表中。HIS 会全屏打开，您可以直接登录。',
      image: '从图标打开的 HIS，显示登录页面',
    },
  },
  ios: {
    open: {
      title: '在 Safari 中打开 HIS',
      text: '在您的 iPhone 或 iPad 上用 Safari 打开本网站。',
      image: '手机上的 HIS 首页',
    },
    menu: {
      title: '点按“分享”',
      text: '点按屏幕底部 Safari 栏中的“分享”按钮（一个带向上箭头的方框）；在 iPad 上它位于右上角。',
      image: '手机上的应用下载页面，Safari 的工具栏在其下方',
    },
    install: {
      title: '选择“添加到主屏幕”',
      text: '向下滚动列表，选择“添加到主屏幕”，然后点按右上角的“添加”。',
      image: 'HIS 应用图标',
    },
    launch: {
      title: '从图标打开 HIS',
      text: 'HIS 图标现在位于您的主屏幕上。HIS 会全屏打开，您可以直接登录。',
      image: '从图标打开的 HIS，显示登录页面',
    },
  },
};
