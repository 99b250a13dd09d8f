/** 알림: the routes, the alarm service plugin, and the notice texts other areas raise. */
export { alarmRoutes } from './routes';
export { alarmServicePlugin } from './plugin';
export { alarmNotices, type AlarmInput } from './alarm-notices';
export { CLOSING_ALARM_DAYS } from './closing-alarms';
