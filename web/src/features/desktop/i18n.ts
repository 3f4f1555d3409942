/** The desktop download screens' strings in both languages (loaded with the feature's chunks). */
import type { DesktopPlatform } from "@crucible/schema";
import { useTranslation } from "react-i18next";

export const desktopEn = {
  title: "Desktop download",
  sysIntro:
    "Builds of the desktop client per platform. State the SHA-256 of your build: the upload is refused unless the file has it. The public download page offers the newest enabled build of each platform.",
  publish: "Publish a build",
  platform: "Platform",
  platforms: { windows: "Windows", macos: "macOS", linux: "Linux" } satisfies Record<DesktopPlatform, string>,
  version: "Version",
  notes: "Release notes (Chinese)",
  englishNotes: "Release notes (English)",
  sha256: "SHA-256",
  sha256Hint: "The checksum your build pipeline printed (64 hex digits).",
  file: "File",
  chooseFile: "Choose the build file",
  size: "Size",
  downloads: "Downloads",
  published: "Published",
  status: "Status",
  uploading: "Uploading",
  hashing: "Checking the file",
  done: "The build was published.",
  mismatch: "The file's SHA-256 is not the one you stated.",
  edit: "Edit",
  save: "Save",
  saved: "The build was saved.",
  remove: "Remove",
  removeConfirm: (name: string) => `Remove the build ${name}?`,
  removed: "The build was removed.",
  recover: "Recover",
  purge: "Delete for good",
  purgeConfirm: (name: string) => `Delete the build ${name} and its file for good?`,
  required: "Required",
  pageTitle: "Download the desktop client",
  pageIntro: "Run workflows, upload data sets and read results from your desktop.",
  forYou: (platform: string) => `For your system: ${platform}`,
  noneForYou: "We could not tell your system: choose your platform below.",
  noBuildForYou: (platform: string) =>
    `There is no build for ${platform} yet: the other platforms' are below.`,
  others: "Other platforms",
  download: "Download",
  checksum: "SHA-256",
  checksumHint:
    "Compare it with the checksum of the file you downloaded (sha256sum, shasum -a 256 or certutil -hashfile … SHA256).",
  copy: "Copy",
  none: "No desktop build is published yet.",
  back: "Home",
};

export type DesktopText = typeof desktopEn;

export const desktopZh: DesktopText = {
  title: "桌面客户端",
  sysIntro:
    "各平台的桌面客户端版本。请填写构建产物的 SHA-256：文件与之不符时上传会被拒绝。公开下载页为每个平台提供最新启用的版本。",
  publish: "发布版本",
  platform: "平台",
  platforms: { windows: "Windows", macos: "macOS", linux: "Linux" },
  version: "版本号",
  notes: "更新说明（中文）",
  englishNotes: "更新说明（英文）",
  sha256: "SHA-256",
  sha256Hint: "构建脚本输出的校验值（64 位十六进制）。",
  file: "文件",
  chooseFile: "选择安装文件",
  size: "大小",
  downloads: "下载次数",
  published: "发布时间",
  status: "状态",
  uploading: "正在上传",
  hashing: "正在校验文件",
  done: "版本已发布。",
  mismatch: "文件的 SHA-256 与填写的不一致。",
  edit: "编辑",
  save: "保存",
  saved: "已保存。",
  remove: "移除",
  removeConfirm: (name) => `移除版本 ${name}？`,
  removed: "版本已移除。",
  recover: "恢复",
  purge: "彻底删除",
  purgeConfirm: (name) => `彻底删除版本 ${name} 及其文件？`,
  required: "必填",
  pageTitle: "下载桌面客户端",
  pageIntro: "在桌面上运行工作流、上传数据集、查看结果。",
  forYou: (platform) => `适合你的系统：${platform}`,
  noneForYou: "无法识别你的系统：请在下面选择平台。",
  noBuildForYou: (platform) => `暂无 ${platform} 版本，下面是其他平台的版本。`,
  others: "其他平台",
  download: "下载",
  checksum: "SHA-256",
  checksumHint: "请与下载文件的校验值比对（sha256sum、shasum -a 256 或 certutil -hashfile … SHA256）。",
  copy: "复制",
  none: "尚未发布桌面客户端。",
  back: "首页",
};

/** The strings of the current language (re-renders when the language changes). */
export function useDesktopText(): DesktopText {
  const { i18n } = useTranslation();
  return i18n.language === "zh-CN" ? desktopZh : desktopEn;
}
