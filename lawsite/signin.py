"""Signing in under django-axes: the page a locked-out visitor sees, and whose address is counted.

Axes refuses a user name and address pair after too many wrong passwords (settings.base); this module
only presents that refusal in the visitor's language and, behind a proxy, names the visitor's address.
"""

import math

from axes.helpers import get_cool_off, get_failure_limit
from django.shortcuts import render


def lockout_response(request, original_response=None, credentials=None):
    """429 with a page that says how long to wait; the account itself is untouched."""
    cool_off = get_cool_off(request)
    context = {
        "failure_limit": get_failure_limit(request, credentials),
        "minutes": math.ceil(cool_off.total_seconds() / 60) if cool_off else None,
    }
    return render(request, "registration/locked_out.html", context, status=429)


def address_behind_proxy(request) -> str | None:
    """The address the proxy saw: the last X-Forwarded-For entry (the ones before it are the client's word)."""
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")[-1].strip()
    return forwarded or request.META.get("REMOTE_ADDR")
