/* coord.c — owns the text forms of points and colors used by GTP. */
#include "coord.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

/* GTP columns skip the letter I. */
static const char COLUMNS[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

bool parse_vertex(const struct board *b, const char *s, coord *p)
{
    if (strcasecmp(s, "pass") == 0) {
        *p = PASS;
        return true;
    }
    char letter = (char)toupper((unsigned char)s[0]);
    const char *at = letter ? strchr(COLUMNS, letter) : NULL;
    if (!at)
        return false;
    int col = (int)(at - COLUMNS);
    int row = 0;
    const char *d = s + 1;
    if (!isdigit((unsigned char)*d) || *d == '0')
        return false;
    while (isdigit((unsigned char)*d) && row <= 100)
        row = row * 10 + (*d++ - '0');
    if (*d != '\0' || col >= b->size || row < 1 || row > b->size)
        return false;
    *p = board_point(b, b->size - row, col);
    return true;
}

char *format_vertex(const struct board *b, coord p, char *buf)
{
    if (p == PASS || !board_on_board(b, p)) {
        strcpy(buf, "PASS");
        return buf;
    }
    snprintf(buf, 5, "%c%d", COLUMNS[board_col(b, p)], b->size - board_row(b, p));
    return buf;
}

bool parse_color(const char *s, int *color)
{
    if (strcasecmp(s, "b") == 0 || strcasecmp(s, "black") == 0) {
        *color = BLACK;
        return true;
    }
    if (strcasecmp(s, "w") == 0 || strcasecmp(s, "white") == 0) {
        *color = WHITE;
        return true;
    }
    return false;
}

const char *color_name(int color)
{
    return color == BLACK ? "black" : color == WHITE ? "white" : "empty";
}

char color_letter(int color)
{
    return color == BLACK ? 'B' : color == WHITE ? 'W' : '.';
}
