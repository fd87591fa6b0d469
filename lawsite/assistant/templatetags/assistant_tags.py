"""Template filters of the ruling assistant."""

from django import template

register = template.Library()


@register.filter
def criteria_for(form, name):
    """The criteria shown beside a judgement question (a form's ``criteria`` dict), or an empty list."""
    return getattr(form, "criteria", {}).get(name, [])
