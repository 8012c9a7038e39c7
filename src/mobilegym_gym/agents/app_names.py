"""The Chinese names of our apps, so a model trained on Chinese phones can open them by the
name it knows (AutoGLM's ``Launch(app="设置")``, Step-GUI's ``AWAKE``, UI-Venus's ``Launch``).

The apps' own labels are English (their manifests); these are the names the same apps carry on
a Chinese phone, or the usual Chinese name of the service they model. ``app_id("微信")`` is
``"wechat"``; any other name comes back as it was, for the env to resolve (id or label).
"""

from __future__ import annotations

#: App id -> the Chinese names it answers to (the first is the usual one).
CHINESE_NAMES: dict[str, tuple[str, ...]] = {
    "alipay": ("支付宝",),
    "answer_sheet": ("答题卡", "答案表"),
    "bilibili": ("哔哩哔哩", "B站", "b站"),
    "browser": ("浏览器",),
    "calculator": ("计算器",),
    "calculator2": ("计算器2",),
    "calendar": ("日历",),
    "clock": ("时钟", "闹钟"),
    "compass": ("指南针",),
    "contacts": ("联系人", "通讯录"),
    "ebay": ("易贝",),
    "file_manager": ("文件管理", "文件管理器", "文件"),
    "gallery": ("相册", "图库"),
    "map": ("地图",),
    "notes": ("笔记", "便签", "备忘录"),
    "railway12306": ("铁路12306", "12306"),
    "redbook": ("小红书",),
    "reddit": ("红迪",),
    "settings": ("设置",),
    "sms": ("短信", "信息"),
    "spotify": ("声破天",),
    "tencent_meeting": ("腾讯会议",),
    "theme_store": ("主题", "主题商店"),
    "weather": ("天气",),
    "wechat": ("微信",),
    "wechat_reading": ("微信读书",),
    "x": ("推特",),
}

_BY_NAME = {name: app for app, names in CHINESE_NAMES.items() for name in names}


def app_id(name: str) -> str:
    """The app id a Chinese name stands for, or ``name`` unchanged (an id or label)."""
    return _BY_NAME.get(name.strip(), name)
