/** The Chinese (zh-CN) strings of the users namespace (i18n.ts), loaded on demand. */
import type { ZhCatalogue } from "../../i18n";
import type { UsersCatalogue } from "./i18n";

export const usersZh: ZhCatalogue<UsersCatalogue> = {
  users: {
    title: "普通用户",
    create: "新建用户",
    editTitle: "编辑 {{account}}",
    createTitle: "新建用户",
    name: "名称",
    companyName: "单位",
    userType: "类型",
    emailStatus: "邮箱已激活",
    lastLoginAt: "最近登录",
    realName: "真实姓名",
    address: "地址",
    site: "网站",
    gender: "性别",
    genders: {
      male: "男",
      female: "女",
      other: "其他",
    },
    sessionsTitle: "{{account}} 的会话",
    passwordTitle: "设置 {{account}} 的密码",
    passwordSet: "密码已设置",
    kick: "踢出",
    kicked: "会话已结束",
  },
  sysUsers: {
    title: "系统用户",
    create: "新建系统用户",
    createTitle: "新建系统用户",
    editTitle: "编辑 {{account}}",
    roles: "角色",
  },
};
