/**
 * notistack's toast in colours that meet WCAG 2.1 AA (docs/architecture.md "Accessibility"): its own success green (#43a047)
 * gives white text 3.3:1, info 3.1:1 and warning 2.1:1; these use the theme's status colours (≥ 5:1).
 */
import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';
import { STATUS_COLORS } from '../../theme';

export const ToastContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: STATUS_COLORS.success },
  '&.notistack-MuiContent-error': { backgroundColor: STATUS_COLORS.error },
  '&.notistack-MuiContent-warning': { backgroundColor: STATUS_COLORS.warning },
  '&.notistack-MuiContent-info': { backgroundColor: STATUS_COLORS.info },
});

/** The `Components` prop of SnackbarProvider: every variant rendered by ToastContent. */
export const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
